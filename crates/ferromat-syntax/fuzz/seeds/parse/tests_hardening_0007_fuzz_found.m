% Inputs that crashed the evaluation fuzz target (docs/fuzzing.md). Huge
% printf field widths and precisions are refused before the text is built;
% widths and precisions past 65535 still format in full.
try
    u = sprintf('%0333333333333.5g', 1/eps);
    disp('formatted');
catch ME
    disp(ME.identifier);
end
try
    u = sprintf('%*d', 1e15, 3);
    disp('formatted');
catch ME
    disp(ME.identifier);
end
t = sprintf('%70000d', 5);
fprintf('%d %d\n', length(t), t(end) == '5');
t = sprintf('%-70000.3f|', 2.5);
fprintf('%d %s\n', length(t), t(1:5));
t = sprintf('%.70000f', 1);
fprintf('%d\n', length(t));
t = sprintf('%.70000e', 1);
fprintf('%d %s\n', length(t), t(end-3:end));
t = sprintf('%.70000g', 0.1);
disp(t);
% num2str trims the leading blanks a field width adds.
t = num2str(7, '%70000d');
fprintf('%d %d\n', size(t));
disp('still running');
