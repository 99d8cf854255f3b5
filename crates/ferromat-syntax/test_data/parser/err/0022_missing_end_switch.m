switch x
case 1
