% malformed patterns and bad options give errors with identifiers.
try
    regexp('abc', '(ab');
catch err
    disp(err.identifier)
end
try
    regexp('abc', '[ab');
catch err
    disp(err.identifier)
end
try
    regexp('abc', 'b', 'nosuchoption');
catch err
    disp(err.identifier)
    disp(err.message)
end
try
    regexp(1, 'b');
catch err
    disp(err.identifier)
end
try
    regexprep('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaac', '(a+)+\1b', 'x');
catch err
    disp(err.identifier)
end
