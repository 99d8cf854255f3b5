C = {'one','two','three'; 1,2,3}
