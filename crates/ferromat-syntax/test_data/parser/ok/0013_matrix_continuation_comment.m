m = [1 2 ... first row
 3 % a comment
 4];
