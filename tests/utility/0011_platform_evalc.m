% Environment, platform and release queries, evalc and numfields. Expected
% values follow the MathWorks pages of getenv, setenv, computer, version,
% verLessThan, isMATLABReleaseOlderThan, evalc and numfields; the platform
% lines assume 64-bit Linux, where CI runs.
setenv('FERROMAT_TEST_VARIABLE', 'on');
disp(getenv('FERROMAT_TEST_VARIABLE'))
setenv('FERROMAT_TEST_VARIABLE');
disp(size(getenv('FERROMAT_TEST_VARIABLE')))
unsetenv('FERROMAT_TEST_VARIABLE');
disp(size(getenv('FERROMAT_TEST_VARIABLE_NEVER_SET')))
g = getenv(["FERROMAT_TEST_VARIABLE" "FERROMAT_TEST_VARIABLE_NEVER_SET"]);
disp(size(g)), disp(class(g))
disp([ispc ismac isunix isdeployed usejava('jvm')])
[c, maxsize, endian] = computer;
disp(c), disp(maxsize == 2^48 - 1), disp(endian), disp(computer('arch')), disp(mexext)
disp(version), disp(version('-release'))
disp([verLessThan('matlab', '9.14') verLessThan('matlab', '23.2') verLessThan('matlab', '23.2.1')])
disp([isMATLABReleaseOlderThan('R2023b') isMATLABReleaseOlderThan("R2024a") isMATLABReleaseOlderThan('R2016b')])
disp([license('test', 'matlab') license('test', 'optimization_toolbox')])
disp([numfields(struct('a', 1, 'b', 2, 'c', 3)) numfields(struct()) numfields(1:3)])
t = evalc('disp(42); y = 3');
fprintf('[%s]\n', strrep(t, newline, '|'));
disp(y)
[t, m] = evalc('max([1 5 2])');
disp(size(t)), disp(m)
try
    evalc('disp(1); error(''test:boom'', ''boom'')');
catch err
    disp(err.identifier)
end
disp('printing again')
try, verLessThan('signal', '1.0'); catch err, disp(err.message), end
try, setenv('', 'x'); catch err, disp(err.message), end
