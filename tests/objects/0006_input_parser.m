% inputParser: required, optional and name-value inputs, validators,
% defaults, KeepUnmatched (MathWorks inputParser, addRequired, addOptional,
% addParameter and parse pages; Octave's inputParser agrees on these values).
p = inputParser;
p.FunctionName = 'printPhoto';
addRequired(p, 'filename', @ischar);
addOptional(p, 'finish', 'glossy', @(x) any(strcmp(x, {'glossy', 'matte'})));
addParameter(p, 'color', 'RGB', @(x) any(strcmp(x, {'RGB', 'CMYK'})));
addParameter(p, 'width', 6, @(x) isnumeric(x) && x > 0);
parse(p, 'myfile.gif', 'matte', 'width', 7);
r = p.Results;
fprintf('%s %s %s %g\n', r.filename, r.finish, r.color, r.width)
disp(strjoin(fieldnames(r)', ' '))
disp(strjoin(p.UsingDefaults, ' '))
parse(p, 'a.png', 'Color', 'CMYK');
fprintf('%s %s %s %g\n', p.Results.filename, p.Results.finish, p.Results.color, p.Results.width)
try
    parse(p, 42);
catch err
    disp(err.identifier)
end
try
    parse(p, 'x.gif', 'width', -1);
catch err
    disp(err.identifier)
end
try
    parse(p, 'x.gif', 'height', 3);
catch err
    disp(err.identifier)
end
p.KeepUnmatched = true;
parse(p, 'x.gif', 'height', 3);
fprintf('%g\n', p.Unmatched.height)
% copies share one parser (handle)
q = p;
q.KeepUnmatched = false;
fprintf('%d %d\n', p.KeepUnmatched, isa(p, 'handle'))
disp(class(p))
