[a ~b]
[a ~= b]
