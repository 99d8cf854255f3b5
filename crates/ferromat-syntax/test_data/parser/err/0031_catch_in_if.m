if x
catch
end
