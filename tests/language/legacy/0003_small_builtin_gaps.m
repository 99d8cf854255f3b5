% 0003_small_builtin_gaps.m: mean of logical is double, strcmp of texts of
% different sizes is false, str2double reads complex text, format long g;
% values cross-checked against GNU Octave 7
m = mean([true false true true]);
fprintf('%s %g\n', class(m), m)
fprintf('%s\n', class(mean(true(2))))
fprintf('%d ', strcmp('abc', 'ab'), strcmp('abc', ['abc'; 'abc']), ...
    strcmp('abc', 'abc'''), strcmp('', ''), strcmp('a', {'a', 'ab'}));
fprintf('\n')
z = str2double('3+2i');
fprintf('%g %g\n', real(z), imag(z))
z = str2double('2j');
fprintf('%g %g\n', real(z), imag(z))
z = str2double('Inf*i');
fprintf('%g %g\n', real(z), imag(z))
z = str2double('1e3 - 2.5i');
fprintf('%g %g\n', real(z), imag(z))
z = str2double({'1', '-i', 'x'});
fprintf('%d ', isreal(z), isnan(z(3))); fprintf('\n')
fprintf('%g ', imag(z(1:2))); fprintf('\n')
format long g
format short
x = pi
