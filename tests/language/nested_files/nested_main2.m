function x = nested_main2
nestfun2
x = x + 1;
    function nestfun2
        x = 5;
    end
end
