disp 'hello world'
warning off all; x = 1
