{"format":"oxo-game","version":1,"rules":{"size":50,"winLength":5},"players":[{"kind":"human"},{"kind":"hard"}],"moves":["y25","z26","ax50","a1"]}
