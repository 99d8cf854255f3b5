% magic for small and non-integer orders: magic(2) is MATLAB's (non-magic)
% [4 3; 1 2], and a non-integer order is rounded down (magic(3.7) is magic(3)).
disp(magic(2))
disp(magic(1.5))
disp(magic(3.7))
disp(size(magic(0.5)))
disp(sum(magic(6)))
disp(sum(magic(10), 2)')
