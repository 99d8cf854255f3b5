% validateattributes: the MathWorks examples and one check per attribute.
A = [1 5 8 2; 9 6 9 4];
validateattributes(A, {'double'}, {'nondecreasing'})
validateattributes(A, {'double'}, {'increasing'})
A(2,3) = 8;
tries = {
    @() validateattributes(A, {'double'}, {'increasing'})
    @() validateattributes(rand(3,5,2), {'numeric'}, {'size', [4,6,2]})
    @() validateattributes(complex(1,1), {'numeric'}, {'nonnegative'}, 2)
    @() validateattributes(int8(magic(4)), {'uint8','int8'}, {'>',0,'<',10}, 'Rankings')
    @() validateattributes(-4, {'double'}, {'positive','2d'})
    @() validateattributes(rand(3,4,2), {'numeric'}, {'numel',100,'ncols',10})
    @() validateattributes(struct, {'char','cell'}, {'nonempty'})
    @() validateattributes(-4, {'double'}, {'positive','2d'}, '', 'First', 1)
    @() validateattributes([1 2], {'numeric'}, {'scalar'})
    @() validateattributes(ones(2), {'numeric'}, {'vector'})
    @() validateattributes([1;2], {'numeric'}, {'row'})
    @() validateattributes([1 2], {'numeric'}, {'column'})
    @() validateattributes(ones(2,2,2), {'numeric'}, {'2d'})
    @() validateattributes([], {'numeric'}, {'nonempty'})
    @() validateattributes(1.5, {'numeric'}, {'integer'})
    @() validateattributes(Inf, {'numeric'}, {'finite'})
    @() validateattributes(NaN, {'numeric'}, {'nonnan'})
    @() validateattributes(1i, {'numeric'}, {'real'})
    @() validateattributes([0 1 2], {'numeric'}, {'binary'})
    @() validateattributes(3, {'numeric'}, {'even'})
    @() validateattributes(4, {'numeric'}, {'odd'})
    @() validateattributes(0, {'numeric'}, {'nonzero'})
    @() validateattributes([3 2], {'numeric'}, {'nondecreasing'})
    @() validateattributes(5, {'numeric'}, {'<=', 4})
    @() validateattributes(5, {'numeric'}, {'>=', 6})
    @() validateattributes(ones(2,3), {'numeric'}, {'nrows', 3})
    @() validateattributes('abc', {'numeric', 'logical'}, {})
    @() validateattributes(1, {'numeric'}, {'ndims', 3})
};
for k = 1:numel(tries)
    try
        tries{k}();
        disp('no error');
    catch err
        fprintf('%s | %s\n', err.identifier, err.message);
    end
end
validateattributes(pi, {'double'}, {'positive', '2d', 'scalar', 'real', 'finite'})
validateattributes(int16([2 4]), {'integer'}, {'even', 'row', 'increasing', 'size', [1 NaN]})
validateattributes(true, {'logical'}, {'binary'})
validateattributes({}, {'cell'}, {})
disp('All inputs are ok.')
