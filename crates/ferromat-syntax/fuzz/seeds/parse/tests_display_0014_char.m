s = 'hello'
m = ['abc'; 'def']
disp('hello')
