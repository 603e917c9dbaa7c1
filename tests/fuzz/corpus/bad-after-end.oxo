{"format":"oxo-game","version":1,"rules":{"size":3,"winLength":3},"players":[{"kind":"human"},{"kind":"human"}],"moves":["a1","b1","a2","b2","a3","c3"]}
