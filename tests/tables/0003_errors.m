% Bad input gives MATLAB's table errors with identifiers; never a crash.
T = table([1;2;3], [4;5;6], 'VariableNames', {'a','b'});
try, x = T.c; catch e, fprintf('%s | %s\n', e.identifier, e.message); end
try, table([1;2], [1;2;3]); catch e, fprintf('%s | %s\n', e.identifier, e.message); end
try, table([1;2], [3;4], 'VariableNames', {'a','a'}); catch e, fprintf('%s | %s\n', e.identifier, e.message); end
try, table([1;2], 'VariableNames', {'a','b'}); catch e, fprintf('%s | %s\n', e.identifier, e.message); end
try, T.d = [1;2]; catch e, fprintf('%s | %s\n', e.identifier, e.message); end
try, x = T(1); catch e, fprintf('%s\n', e.identifier); end
try, x = T(:, 'zz'); catch e, fprintf('%s | %s\n', e.identifier, e.message); end
try, x = T('r1', :); catch e, fprintf('%s\n', e.identifier); end
try, x = [T; table(1, 'VariableNames', {'q'})]; catch e, fprintf('%s\n', e.identifier); end
try, x = [T, table([1;2], 'VariableNames', {'q'})]; catch e, fprintf('%s\n', e.identifier); end
try, x = [T, T]; catch e, fprintf('%s | %s\n', e.identifier, e.message); end
try, T.Properties.VariableNames = {'x'}; catch e, fprintf('%s\n', e.identifier); end
try, T(1, 1) = []; catch e, fprintf('%s\n', e.identifier); end
fprintf('%d %d\n', size(T));
