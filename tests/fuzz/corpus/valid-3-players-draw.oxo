{"format":"oxo-game","version":1,"rules":{"size":3,"winLength":3,"players":3},"players":[{"kind":"human"},{"kind":"human"},{"kind":"human"}],"moves":["a1","b1","c1","a2","b2"]}
