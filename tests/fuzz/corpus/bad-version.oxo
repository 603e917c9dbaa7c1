{"format":"oxo-game","version":2,"rules":{"size":3,"winLength":3},"players":[{"kind":"human"},{"kind":"human"}],"moves":[]}
