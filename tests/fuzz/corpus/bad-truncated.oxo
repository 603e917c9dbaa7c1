{"format":"oxo-game","version":1,"rules":{"size":3,"winLength":3},"players":[{"kind":"hum
