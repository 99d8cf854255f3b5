function c = nested_counter(start)
count = start;
c = @increment;
    function n = increment(step)
        count = count + step;
        n = count;
    end
end
