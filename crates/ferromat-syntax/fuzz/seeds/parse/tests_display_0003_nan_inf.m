v = [1 NaN -Inf]
n = NaN
z = -0
