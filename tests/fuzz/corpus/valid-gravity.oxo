{"format":"oxo-game","version":1,"rules":{"size":7,"winLength":4,"gravity":true},"players":[{"kind":"medium"},{"kind":"human"}],"moves":["d7","d6","c7","e7","d5","a7"]}
