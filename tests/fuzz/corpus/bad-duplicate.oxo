{"format":"oxo-game","version":1,"rules":{"size":3,"winLength":3},"players":[{"kind":"human"},{"kind":"human"}],"moves":["b2","a1","b2"]}
