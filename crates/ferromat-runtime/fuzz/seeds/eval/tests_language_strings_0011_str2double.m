% 0011_str2double.m: str2double converts text to double; text that is not a number gives NaN
% values cross-checked against GNU Octave 7 (except the string line)
x = str2double('3.5')
x = str2double('-12')
x = str2double('abc')
x = str2double({'1', '2.5', 'x'})
x = str2double("1e3")
x = str2double('1,200')
x = str2double(7)
