{"format":"oxo-game","version":1,"rules":{"size":3,"winLength":3,"players":2},"players":[{"kind":"wizard"},{"name":42,"kind":"human"},{"kind":"hard"}],"moves":[]}
