{"format":"oxo-game","version":1,"rules":{"size":1e300,"winLength":-9e18,"players":4.5},"players":[],"moves":[]}
