for = 3
