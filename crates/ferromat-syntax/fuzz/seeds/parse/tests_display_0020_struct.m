s = struct('name','max','n',3)
