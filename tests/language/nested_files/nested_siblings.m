function total = nested_siblings(values)
total = 0;
arrayfun(@add, values);
double_it();
total = total + count_calls();
    function add(v)
        total = total + v;
    end
    function double_it
        add(total);
    end
    function n = count_calls
        n = numel(values);
    end
end
