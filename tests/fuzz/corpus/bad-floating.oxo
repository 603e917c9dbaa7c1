{"format":"oxo-game","version":1,"rules":{"size":5,"winLength":4,"gravity":true},"players":[{"kind":"human"},{"kind":"human"}],"moves":["a1"]}
