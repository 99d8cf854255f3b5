f = @() 'foo';
g = @(x) {x 'a'};
h = @(x) x';
