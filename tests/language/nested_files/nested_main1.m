function x = nested_main1
x = 5;
nestfun1
    function nestfun1
        x = x + 1;
    end
end
