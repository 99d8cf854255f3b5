x = 1;
end
