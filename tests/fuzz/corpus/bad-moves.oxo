{"format":"oxo-game","version":1,"rules":{"size":3,"winLength":3},"players":[{"kind":"human"},{"kind":"human"}],"moves":["d4","2b","",7,null,"a99999999999"]}
