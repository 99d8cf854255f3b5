x = "café"; y = '€';	% tab
z = 1;
