[num2str(1) ' items']
{'a' "b" 1}
