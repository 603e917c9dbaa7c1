{"format":"oxo-game","version":"1","rules":[3],"players":{"kind":7},"clock":[],"moves":"a1 b2"}
