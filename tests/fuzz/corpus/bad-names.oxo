{"format":"oxo-game","version":1,"rules":{"size":3,"winLength":3},"players":[{"name":"a\ud83d\ude00\ud800","kind":"human"},{"name":"B\nob","kind":"human"}],"moves":["a1"]}
