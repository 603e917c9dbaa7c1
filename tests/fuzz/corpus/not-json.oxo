X O X / O X O
