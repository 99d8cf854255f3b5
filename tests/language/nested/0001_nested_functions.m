% Nested functions share the variables their parent also uses; their own
% inputs and outputs stay local; handles keep the parent's variables.
support = fullfile(fileparts(mfilename('fullpath')), '..', 'nested_files');
addpath(support)
fprintf('%d\n', nested_main1())
fprintf('%d\n', nested_main2())
fprintf('%d ', nested_private()); fprintf('\n')
nested_show_args(0,1,2)
p = nested_parabola(1.3,.2,30);
fprintf('%.4f\n', p(25))
c = nested_counter(10);
fprintf('%d %d %d\n', c(1), c(2), c(5))
d = nested_counter(0);
fprintf('%d %d\n', d(1), c(1))
fprintf('%d\n', nested_foobar())
fprintf('%d\n', nested_siblings([1 2 3]))
try
    nestfun1
catch err
    fprintf('%s\n', err.identifier)
end
rmpath(support)
