global a b
persistent n
return
