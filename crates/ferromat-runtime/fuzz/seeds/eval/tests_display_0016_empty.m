e = []
z = zeros(0,3)
r = 1:0
c = {}
s = ''
k = zeros(0,1)
