[a' 'str']
['abc' 'def']
