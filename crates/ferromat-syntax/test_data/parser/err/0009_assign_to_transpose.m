z'=rand(4)
