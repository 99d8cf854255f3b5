function r = nested_private
% The parent never uses x: each nested function keeps its own.
r = [nestedfun1, nestedfun2, nestedfun1];
    function v = nestedfun1
        if exist('x', 'var')
            x = x + 10;
        else
            x = 1;
        end
        v = x;
    end
    function v = nestedfun2
        x = 2;
        v = x;
    end
end
