% 0004_comments_continuation.m: line comments, %{ %} blocks, %% sections, ... continuation
% values cross-checked against GNU Octave 7
% a line comment
x = 1 % a trailing comment
%{
y = 2
disp('inside a block comment')
%}
y = 3; % the block above never ran
y
%% a section marker is a comment too
z = 1 + ...
    2
s = 'a % not a comment'
t = [1 2 ... text after a continuation is ignored
     3]
