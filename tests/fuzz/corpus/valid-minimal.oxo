{"format":"oxo-game","version":1,"rules":{"size":4,"winLength":3},"players":[{"kind":"human"},{"kind":"hard"}],"moves":[]}
