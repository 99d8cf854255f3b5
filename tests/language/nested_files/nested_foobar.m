function z = nested_foobar ()
  x = 0;
  y = 0;
  z = foo (5);
  z = z + x + y;

  function y = foo (x)
    y = x + bat ();

    function z = bat ()
      z = x;
    end
  end
end
