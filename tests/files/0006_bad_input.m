% Missing files and bad identifiers: -1 with a message, or an error with an identifier.
[fid, msg] = fopen(fullfile(tempname, 'missing.txt'));
fprintf('%d [%s]\n', fid, msg);
[fid, msg] = fopen(tempdir);
fprintf('folder: %d, message empty: %d\n', fid, isempty(msg));
try
    fclose(99);
catch err
    fprintf('%s\n%s\n', err.identifier, err.message);
end
try
    fgetl(42);
catch err
    fprintf('%s\n', err.identifier);
end
try
    fileread(fullfile(tempname, 'missing.txt'));
catch err
    fprintf('%s\n', err.identifier);
end
try
    fprintf(-3, 'x');
catch err
    fprintf('%s\n', err.identifier);
end
