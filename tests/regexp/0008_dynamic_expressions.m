% regexprep's ${...} runs MATLAB code per match, $N standing for the token
% as a character vector; nothing replaced returns the text as it was.
disp(regexprep('hello', '(l+)', '${num2str(length($1))}'))
disp(regexprep('a1b22', '(\d+)', '${num2str(str2double($1)*2)}'))
disp(regexprep('x y', '(\w)', '${[$1 $1]}'))
disp(regexprep('hello world', '(\w)(\w*)', '${upper($1)}$2'))
r = regexprep('', 'a', '');
disp(mat2str(size(r)))
fprintf('%d\n', isequal(regexprep('', '[aeiou]', ''), ''));
